package jvisa.cc.visa;

/** Where memory other than global and local lives, and how buffers are addressed. */
record MemoryPlaces(PrivateArrays privates, ConstantTables tables, BufferSurfaces surfaces) {}

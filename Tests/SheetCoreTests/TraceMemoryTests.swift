import Testing

@testable import SheetCore

/// A trace read back holds its entries compactly (review R2 #7): a 64 MiB trace of moves
/// (1.4 million entries) took 1.37 GB, as every entry had room for a whole configuration.
struct TraceMemoryTests {
    @Test func anEntryHoldsAnInputNotAConfiguration() {
        // A time and the largest inline input (a point or a size: two numbers) and its tag;
        // a configuration applied live is held by reference.
        #expect(MemoryLayout<Input>.size <= 17, "\(MemoryLayout<Input>.size) bytes an input")
        let stride = MemoryLayout<TraceEntry>.stride
        #expect(stride <= 32, "\(stride) bytes an entry")
        #expect(MemoryLayout<Configuration>.size > 64, "a configuration is larger than an entry")
    }
}

import Testing

@testable import SheetCore

struct NumberFormatTests {
    /// Found by the trace fuzzer: a huge number in an error message trapped in Int64.
    @Test func hugeNumbersFormatWithoutTrapping() {
        #expect(Format.number(6.666666666666667e+84) == "6.666666666666667e+84")
        #expect(Format.fixed(-1e300, decimals: 3) == "-1e+300")
        #expect(Format.measure(1e20) == "1e+20")
        let error = try? Command.parse([
            "--default-height",
            "6666666666666666666666666666666666666666666666666666666666666666666666666666666666300",
        ])
        #expect(error == nil)
    }
}

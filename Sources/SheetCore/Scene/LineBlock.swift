/// Lines of text one below the other in one font, colour and column: their strings and
/// the top of each (a long text costs a string and a number a line, not a draw item).
package struct LineBlock: Sendable {
    var font: Font
    var color: Color
    var x: Double
    /// Never decreasing.
    var tops: [Double]
    var texts: [String]
}

/// `--look`: how the sheet is drawn.
package enum SheetLook: String, CaseIterable, Sendable {
    /// The write-ups' sheet: seed 003's 60×6 grabber, circular corners.
    case seed
    /// UIKit's system sheet: its grabber, continuous corners, gap and dim.
    case ios
}

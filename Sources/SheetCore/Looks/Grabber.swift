/// The sheet's grabber: a pill `size` big, centred, `top` points below the sheet's top edge,
/// rounded to half its height. The look owns where it sits and what it looks like by
/// default (`SheetLook.grabber`); `--grabber-width` and `--grabber-height` size it.
package struct Grabber: Equatable, Sendable {
    /// Its width and height in points.
    package var size: Size
    /// The gap between the sheet's top edge and the pill's.
    package var top: Double

    /// Seed 003's grabber: 60×6, 16 pt below the sheet's top.
    package static let seed = Grabber(size: Size(width: 60, height: 6), top: 16)
    /// UIKit's (`prefersGrabberVisible`): 36×5, 5 pt below the sheet's top.
    package static let ios = Grabber(size: Size(width: 36, height: 5), top: 5)

    /// Its frame in a sheet `width` points wide, relative to the sheet's top-left corner.
    package func frame(inSheetOfWidth width: Double) -> Rect {
        Rect(x: (width - size.width) / 2, y: top, width: size.width, height: size.height)
    }
}

extension SheetLook {
    /// The look's own grabber: the write-ups' 60×6, or UIKit's 36×5 closer to the edge.
    package var grabber: Grabber { isSystem ? .ios : .seed }
}

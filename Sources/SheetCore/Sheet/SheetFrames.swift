/// Where the machine's state puts things on screen, in window points: the page behind as it
/// recedes into a card, the sheet's frame and corners, the overlay's alpha. The desktop's
/// scene is laid out on it, and so is the UIKit adapter of `--export swift-package`: the
/// frames an app applies are the ones SheetLab draws.
package struct SheetFrames: Equatable, Sendable {
    /// The window the frames are in.
    package var window: Size
    /// The page behind the sheet: the whole window, or the card it recedes into.
    package var page: Rect
    /// The page's corner radius: 0, or the card's.
    package var pageCornerRadius: Double
    /// How far the page is scaled down (1: not at all; `--card-scale` at the highest detent).
    package var pageScale: Double
    /// The overlay's alpha over the page (0…1).
    package var dim: Double
    /// The sheet's height above the window's bottom edge (0 when none is on screen).
    package var height: Double
    /// The sheet's size in its own points: the window's width and its height, or a floating
    /// sheet's unscaled size (it is drawn `floating.scale` times as large).
    package var sheetSize: Size
    /// Where a floating sheet (iOS 26's inset partial heights, a form sheet) is placed and
    /// how it is scaled; nil for a sheet attached to the window's bottom edge.
    package var floating: FloatingSheet?

    /// The sheet's frame on screen.
    package var sheet: Rect {
        guard let floating else {
            return Rect(
                x: 0, y: window.height - height, width: sheetSize.width, height: height)
        }
        return floating.place(Rect(x: 0, y: 0, width: sheetSize.width, height: sheetSize.height))
    }

    /// The sheet's corner radii on screen (`radius`: the look's top radius when attached).
    package func sheetCorners(radius: Double) -> CornerRadii {
        guard let floating else { return .top(radius) }
        return CornerRadii(
            topLeft: floating.topRadius * floating.scale,
            topRight: floating.topRadius * floating.scale,
            bottomRight: floating.bottomRadius * floating.scale,
            bottomLeft: floating.bottomRadius * floating.scale)
    }
}

extension SheetMachine {
    /// The frames of the sheet and the page for the state now, in the machine's window.
    package var frames: SheetFrames {
        let size = window
        let height = self.height
        var frames = SheetFrames(
            window: size, page: Rect(x: 0, y: 0, width: size.width, height: size.height),
            pageCornerRadius: 0,
            pageScale: 1, dim: dimAlpha, height: isPresented ? max(0, height) : 0,
            sheetSize: Size(width: size.width, height: 0), floating: nil)
        guard isPresented, height > 0 else { return frames }
        let transform = style.layout.pageTransform(height: height, detents: detents)
        let scale = transform.scale
        var cardTop = size.height * (1 - scale) / 2
        let cardScale = constants.cardScale
        if constants.safeArea.top > 0, cardScale < 1 {
            // On a device the card rises to sit 10 pt above the sheet's highest top, below
            // the status bar, as UIKit's presenting view does (not scaled about its centre).
            let highestTop = size.height - detents.highest.height
            let progress = clamp((1 - scale) / (1 - cardScale), 0, 1)
            let gap = SystemSheetLook.largeDetentGap(on: constants.device)
            cardTop = progress * max(0, highestTop - gap)
        }
        frames.page = Rect(
            x: size.width * (1 - scale) / 2, y: cardTop, width: size.width * scale,
            height: size.height * scale)
        frames.pageCornerRadius = transform.cornerRadius
        frames.pageScale = scale
        // iOS 26's partial heights float inset (`--look ios26`). Below its lowest detent
        // (presented, dismissed, dragged down) a floating sheet keeps the lowest detent's
        // shape and slides: it is that sheet moved down, as UIKit's is.
        var sheetHeight = height
        var floating = style.appearance.floating(height: height, window: size)
        if floating != nil, height < detents.lowest.height {
            sheetHeight = detents.lowest.height
            floating = style.appearance.floating(height: sheetHeight, window: size)
            floating?.origin.y += sheetHeight - height
        }
        // A form sheet's frame is its own size, whatever its height above the bottom edge.
        var sheetWidth = size.width
        if let frame = floating?.frame {
            sheetWidth = frame.width
            sheetHeight = frame.height
        }
        frames.sheetSize = Size(width: sheetWidth, height: sheetHeight)
        frames.floating = floating
        return frames
    }
}

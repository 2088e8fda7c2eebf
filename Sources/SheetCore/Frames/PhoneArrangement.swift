/// How the window is shared: one phone (with the tuning panel to its right, when open), or
/// the two phones of `--compare` side by side with a gap. One hand drives both phones: a
/// pointer over either is in that phone's own coordinates.
package struct PhoneArrangement: Equatable, Sendable {
    /// Space between the two phones of `--compare`, in points.
    package static let gap = 16.0

    /// How many phones: 1, or 2 with `--compare`.
    package var phones: Int
    /// Whether the tuning panel is open (one phone only).
    package var panel: Bool

    /// `phones` phones; the panel is open only when asked for and there is a single phone.
    package init(phones: Int, panel: Bool = false) {
        self.phones = phones
        self.panel = panel && phones == 1
    }

    /// The panel's width, or 0 when it is closed.
    package var panelWidth: Double { panel ? TuningPanel.width : 0 }

    /// The window that shows phones of `phone` points (and the panel).
    package func windowSize(phone: Size) -> Size {
        Size(
            width: phone.width * Double(phones) + Self.gap * Double(phones - 1) + panelWidth,
            height: phone.height)
    }

    /// Each phone's size in a window of `window` points.
    package func phoneSize(window: Size) -> Size {
        if phones > 1 {
            let each = (window.width - Self.gap * Double(phones - 1)) / Double(phones)
            return Size(width: max(1, each), height: window.height)
        }
        guard panel else { return window }
        return Size(width: max(1, window.width - panelWidth), height: window.height)
    }

    /// Where phone `index` (0-based) is drawn, for phones `phoneWidth` points wide.
    package func origin(of index: Int, phoneWidth: Double) -> Point {
        Point(x: Double(index) * (phoneWidth + Self.gap), y: 0)
    }

    /// The window input as the phones see it: a pointer in the coordinates of the phone it is
    /// over (a point in the gap, or left of the second phone, is the first phone's), a resize
    /// as each phone's share.
    package func phoneInput(_ input: Input, phoneWidth: Double) -> Input {
        func local(_ point: Point) -> Point {
            let offset = phoneWidth + Self.gap
            guard phones > 1, point.x >= offset else { return point }
            return Point(x: point.x - offset, y: point.y)
        }
        switch input {
        case .pointerDown(let point): return .pointerDown(local(point))
        case .pointerMove(let point): return .pointerMove(local(point))
        case .pointerUp(let point): return .pointerUp(local(point))
        case .resize(let size): return .resize(phoneSize(window: size))
        default: return input
        }
    }

    /// What a frame covers: every phone's window side by side (the tallest decides), and the
    /// panel.
    package func drawnSize(_ windows: [Size]) -> Size {
        Size(
            width: windows.map(\.width).reduce(0, +) + Self.gap * Double(windows.count - 1)
                + panelWidth,
            height: windows.map(\.height).max() ?? 0)
    }
}

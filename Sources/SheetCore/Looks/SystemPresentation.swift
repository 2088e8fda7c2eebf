/// Where UIKit does not attach its sheet to the bottom edge of a compact width, and what it
/// shows instead: an iPad's form sheet (a regular width), or on a phone in landscape (a
/// compact height) the sheet full screen, or attached to the bottom edge between the safe
/// area's sides (`--edge-attached on`, `prefersEdgeAttachedInCompactHeight`). Each is a frame
/// moved up and down by the sheet's height, never scaled, opaque, the page behind it flat.
/// Figures, classes and sources: docs/presets.md, "The iPad form sheet" and "Landscape".
package struct SystemPresentation: Equatable, Sendable {
    /// What UIKit shows.
    package enum Kind: String, Sendable {
        /// Centred at UIKit's default form sheet size (an iPad's regular width).
        case formSheet
        /// The whole screen (a compact height, by default).
        case fullScreen
        /// Attached to the bottom edge, between the safe area's sides (a compact height with
        /// `prefersEdgeAttachedInCompactHeight`).
        case edgeAttached
    }

    /// What UIKit shows.
    package var kind: Kind
    /// The frame's left edge, in window points.
    package var x: Double
    /// The frame's width.
    package var width: Double
    /// The frame's height where it is fixed (a form sheet's, the screen's); nil for a frame
    /// that reaches from the sheet's top to the window's bottom edge.
    package var height: Double?
    /// Its top corners' radius.
    package var topRadius: Double
    /// Its bottom corners' radius.
    package var bottomRadius: Double
    /// The safe area's left side, which its content keeps clear of (full screen on a phone
    /// on its side: the Dynamic Island's side).
    package var contentLeft = 0.0
    /// The same at the right.
    package var contentRight = 0.0

    /// How far below the safe area's top an edge-attached sheet stops in a compact height
    /// (`_UISheetPresentationMetrics topOffsetInCompactHeight`).
    package static let compactHeightTopOffset = 8.0

    /// Where it is drawn when its top is `height` above the window's bottom: moved, never
    /// scaled, opaque.
    package func placement(height: Double, window: Size) -> FloatingSheet {
        let frame = Size(width: width, height: self.height ?? max(0, height))
        var placed = FloatingSheet(
            scale: 1, origin: Point(x: x, y: window.height - height),
            topRadius: min(topRadius, frame.height / 2),
            bottomRadius: min(bottomRadius, frame.height / 2), glass: 0, frame: frame)
        placed.contentLeft = contentLeft
        placed.contentRight = contentRight
        return placed
    }

    /// Whether `point` (window points) is on the sheet whose top is `height` above the
    /// window's bottom.
    package func contains(_ point: Point, height: Double, window: Size) -> Bool {
        let top = window.height - height
        let bottom = self.height.map { top + $0 } ?? window.height
        return point.x >= x && point.x <= x + width && point.y >= top && point.y <= bottom
    }
}

extension SheetConstants {
    /// Whether UIKit's sheet is shown here as it is on a device, by the system look: the
    /// libraries' sheet under `--look ios18` or `ios26`, on an Apple phone or tablet.
    var showsSystemPresentation: Bool {
        look.isSystem && style.traits.standsOnSafeArea && device.figures?.platform == .ios
    }

    /// Whether the window is a compact height: a phone on its side (every iPhone is under
    /// 500 pt on its short side; an iPad, 744 or more, is a regular height either way).
    package var isCompactHeight: Bool {
        window.width > window.height && window.height < 500
    }

    /// What UIKit shows instead of the compact width's bottom sheet, where it does: nil for
    /// that sheet (an iPhone upright, or a look other than the system's).
    package var presentation: SystemPresentation? {
        guard showsSystemPresentation else { return nil }
        if isCompactHeight {
            if edgeAttached.isOn {
                let inset = safeArea
                return SystemPresentation(
                    kind: .edgeAttached, x: inset.left,
                    width: max(1, window.width - inset.left - inset.right), height: nil,
                    topRadius: cornerRadius, bottomRadius: 0)
            }
            // The whole screen, its corners the display's (`percentFullScreen` 1).
            let corner = device.figures?.cornerRadius ?? 0
            let inset = safeArea
            return SystemPresentation(
                kind: .fullScreen, x: 0, width: window.width, height: window.height,
                topRadius: corner, bottomRadius: corner, contentLeft: inset.left,
                contentRight: inset.right)
        }
        guard let form = formSheet else { return nil }
        return SystemPresentation(
            kind: .formSheet, x: form.x(in: window), width: form.size.width,
            height: form.size.height, topRadius: form.cornerRadius,
            bottomRadius: form.cornerRadius)
    }

    /// The gap above the sheet at its highest detent, as presented: none full screen or for a
    /// form sheet (centred where UIKit centres it, whatever `--top-inset` says), UIKit's
    /// compact-height offset below the safe area's top attached to the edge, else
    /// `effectiveTopInset`.
    package var presentedTopInset: Double {
        switch presentation?.kind {
        case .fullScreen, .formSheet: return 0
        case .edgeAttached: return safeArea.top + SystemPresentation.compactHeightTopOffset
        case nil: return effectiveTopInset
        }
    }

    /// The detents the sheet is dragged between: a form sheet's one resting place, the full
    /// screen's one (`full`), an edge-attached sheet's own but UIKit's medium (inactive in a
    /// compact height; the large one if nothing else is left), else `sheetDetents`.
    package var presentedDetents: [DetentSpec] {
        switch presentation?.kind {
        case nil: return sheetDetents
        case .fullScreen: return [DetentSpec(name: "full", value: .max)]
        case .formSheet:
            let form = formSheet!
            let height = form.restingHeight(in: window) - detentBaseline
            return [DetentSpec(name: "form", value: .points((height * 100).rounded() / 100))]
        case .edgeAttached:
            let kept = sheetDetents.filter { !isSystemMedium($0) }
            return kept.isEmpty ? [DetentSpec(name: "max", value: .max)] : kept
        }
    }

    /// Whether `spec` rests where UIKit's `.medium()` does in this window (within a quarter
    /// of a point), as the UIKit export decides which of its detents it writes as `.medium()`.
    private func isSystemMedium(_ spec: DetentSpec) -> Bool {
        guard spec.value != .fit else { return false }
        // `look` is a system look here (a presentation's): the heights take its own gap.
        let medium = SystemSheetLook.heights(self).medium
        let onScreen = spec.value.heightOnScreen(
            windowHeight: window.height, maxHeight: window.height - effectiveTopInset,
            contentHeight: 0, baseline: detentBaseline)
        return abs(onScreen - medium) < 0.25
    }
}

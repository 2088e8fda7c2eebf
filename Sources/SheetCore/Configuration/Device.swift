/// A phone or tablet whose screen the window stands for (`--device`): its size in points, its
/// density, the insets its system keeps clear, and the radius of its display's corners.
/// Every figure and its source is in docs/presets.md.
package struct DeviceFigures: Equatable, Sendable {
    /// What the device is called in `--device list`.
    package var title: String
    /// The platform, which decides how its chrome looks and how its sheets meet the insets.
    package var platform: DevicePlatform
    /// The screen in points (dp on Android), portrait.
    package var size: Size
    /// Pixels per point (dp).
    package var density: Double
    /// The portrait safe area's top: the status bar, with the notch or Dynamic Island.
    package var safeTop: Double
    /// The portrait safe area's bottom: the home indicator's strip, or the navigation bar.
    package var safeBottom: Double
    /// The height of the status bar the window draws (within `safeTop`).
    package var statusBar: Double
    /// The radius of the display's corners, in points (0: a square screen).
    package var cornerRadius: Double
    /// Whether the system draws a home indicator (a bar), rather than a home button.
    package var homeIndicator: Bool
    /// Where the figures come from, short.
    package var source: String
}

/// Whose system a device runs: what its status bar and bottom bar look like.
package enum DevicePlatform: String, Sendable {
    /// iOS and iPadOS: the time on the left, a home indicator.
    case ios
    /// Android: the time on the left, a gesture navigation handle.
    case android
}

/// `--device`: no device (the write-ups' bare window), or one of the listed screens.
package enum DeviceKind: String, CaseIterable, Sendable {
    /// The bare window: no safe area, no chrome, no rounded screen.
    case none
    /// iPhone SE (3rd generation): a home button, a 20 pt status bar.
    case iphoneSE = "iphone-se"
    /// iPhone 16.
    case iphone16 = "iphone-16"
    /// iPhone 16 Pro Max.
    case iphone16ProMax = "iphone-16-pro-max"
    /// iPad mini (A17 Pro).
    case ipadMini = "ipad-mini"
    /// Google Pixel 9.
    case pixel9 = "pixel-9"
    /// Samsung Galaxy S24.
    case galaxyS24 = "galaxy-s24"

    /// The device's figures; nil for `none`. Built once (the frame loop asks for them through
    /// the safe area, and a frame allocates nothing).
    package var figures: DeviceFigures? {
        switch self {
        case .none: return nil
        case .iphoneSE: return DeviceFigures.iphoneSE
        case .iphone16: return DeviceFigures.iphone16
        case .iphone16ProMax: return DeviceFigures.iphone16ProMax
        case .ipadMini: return DeviceFigures.ipadMini
        case .pixel9: return DeviceFigures.pixel9
        case .galaxyS24: return DeviceFigures.galaxyS24
        }
    }

    /// `--device list`: a line per device with its figures, then where they come from.
    package static var listing: String {
        var lines = [
            "device              size (pt)   density  safe top  safe bottom  corner  screen"
        ]
        for kind in allCases {
            guard let device = kind.figures else { continue }
            let size = "\(Format.number(device.size.width))x\(Format.number(device.size.height))"
            let columns = [
                kind.rawValue.padding(19), size.padding(11),
                Format.number(device.density).padding(8),
                Format.number(device.safeTop).padding(9),
                Format.number(device.safeBottom).padding(12),
                Format.number(device.cornerRadius).padding(7), device.title,
            ]
            lines.append(columns.joined(separator: " "))
        }
        lines.append("Sources (each figure's own in docs/presets.md):")
        for kind in allCases {
            guard let device = kind.figures else { continue }
            lines.append("  \(kind.rawValue): \(device.source)")
        }
        return lines.joined(separator: "\n")
    }
}

extension DeviceFigures {
    /// iPhone SE (3rd generation).
    static let iphoneSE = DeviceFigures(
        title: "iPhone SE (3rd generation)", platform: .ios,
        size: Size(width: 375, height: 667), density: 2, safeTop: 20, safeBottom: 0,
        statusBar: 20, cornerRadius: 0, homeIndicator: false,
        source: "Apple HIG Layout; simulator safe area and corner (dimmmensions)")
    /// iPhone 16.
    static let iphone16 = DeviceFigures(
        title: "iPhone 16", platform: .ios, size: Size(width: 393, height: 852),
        density: 3, safeTop: 59, safeBottom: 34, statusBar: 54, cornerRadius: 55,
        homeIndicator: true,
        source: "Apple HIG Layout; useyourloaf safe area; _displayCornerRadius")
    /// iPhone 16 Pro Max.
    static let iphone16ProMax = DeviceFigures(
        title: "iPhone 16 Pro Max", platform: .ios, size: Size(width: 440, height: 956),
        density: 3, safeTop: 62, safeBottom: 34, statusBar: 54, cornerRadius: 62,
        homeIndicator: true,
        source: "Apple HIG Layout; useyourloaf safe area; _displayCornerRadius")
    /// iPad mini (A17 Pro).
    static let ipadMini = DeviceFigures(
        title: "iPad mini (A17 Pro)", platform: .ios, size: Size(width: 744, height: 1133),
        density: 2, safeTop: 24, safeBottom: 20, statusBar: 24, cornerRadius: 21.5,
        homeIndicator: true,
        source: "hacknicity 8.3-inch iPad mini; simulator safe area; _displayCornerRadius")
    /// Google Pixel 9.
    static let pixel9 = DeviceFigures(
        title: "Google Pixel 9", platform: .android, size: Size(width: 411, height: 923),
        density: 2.625, safeTop: 66, safeBottom: 24, statusBar: 66, cornerRadius: 50.3,
        homeIndicator: true,
        source: "AOSP device_google_caimito (tokay): 1080x2424 px, 420 dpi, "
            + "status_bar_height 66dp, rounded_corner_radius 132px; gesture bar 24 dp")
    /// Samsung Galaxy S24.
    static let galaxyS24 = DeviceFigures(
        title: "Samsung Galaxy S24", platform: .android,
        size: Size(width: 360, height: 780),
        density: 3, safeTop: 32, safeBottom: 24, statusBar: 32, cornerRadius: 38,
        homeIndicator: true,
        source: "1080x2340 px at 480 dpi (FHD+); status bar and corner estimated "
            + "(no public figure)")
}

extension String {
    /// The string followed by spaces up to `width` characters (never cut).
    fileprivate func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}

/// `--look`: how the sheet is drawn.
package enum SheetLook: String, CaseIterable, Sendable {
    /// The write-ups' sheet: seed 003's 60×6 grabber, circular corners.
    case seed
    /// UIKit's system sheet: its grabber, continuous corners, gap and dim.
    case ios
}

/// `--chrome`: whether the window draws the device's status bar and home indicator.
package enum ChromeKind: String, CaseIterable, Sendable {
    /// The device's status bar, home indicator and rounded screen (nothing without `--device`).
    case device
    /// None of them: the app's own pixels only.
    case none
}

/// The insets a device's system keeps clear, in points.
package struct SafeArea: Equatable, Sendable {
    /// Above the content: the status bar (and notch).
    package var top: Double
    /// Below the content: the home indicator's strip.
    package var bottom: Double
    /// No insets: the bare window.
    package static let zero = SafeArea(top: 0, bottom: 0)
}

extension SheetConstants {
    /// The device's safe area, or none without `--device`.
    package var safeArea: SafeArea {
        guard let device = device.figures else { return .zero }
        return SafeArea(top: device.safeTop, bottom: device.safeBottom)
    }

    /// The gap above the sheet at `max`: `--top-inset`, but never into the safe area's top (a
    /// system sheet does not cover the status bar).
    package var effectiveTopInset: Double { max(topInset, safeArea.top) }
}

/// UIKit's system sheet, as `--look ios` draws it (sources in docs/presets.md).
package enum SystemSheetLook {
    /// The grabber (`prefersGrabberVisible`): 36×5 pt.
    package static let grabberSize = Size(width: 36, height: 5)
    /// The grabber's top, below the sheet's top edge.
    package static let grabberTop = 5.0
    /// The grabber's colour: tertiaryLabel (60, 60, 67 at 30 %) over the white sheet.
    package static let grabberColor = Color(hex: 0xC5C5C7)
    /// The same in dark mode: tertiaryLabel (235, 235, 245 at 30 %) over the elevated dark
    /// sheet (#1C1C1E).
    package static let darkGrabberColor = Color(hex: 0x5A5A5E)
    /// The sheet's corner radius (`preferredCornerRadius` nil: the system's).
    package static let cornerRadius = 10.0
    /// The gap between the safe area's top and the sheet at the large detent.
    package static let largeDetentGap = 10.0
    /// The same gap on a phone with a home button (no home indicator): twice UIKit's
    /// `topOffset`, as it lays out a sheet under a status bar with no notch.
    package static let homeButtonGap = 20.0

    /// The gap between the safe area's top and the large detent on `device`.
    package static func largeDetentGap(on device: DeviceKind) -> Double {
        device.figures?.homeIndicator == false ? homeButtonGap : largeDetentGap
    }
    /// The dimming view's alpha behind a sheet (black at 20 % in light mode).
    package static let dimAlpha = 0.2
    /// The same in dark mode: black at 48 % (`_alertControllerDimmingViewColor`).
    package static let darkDimAlpha = 0.48

    /// The dimming view's alpha for `appearance`.
    package static func dimAlpha(for appearance: AppearanceKind) -> Double {
        appearance == .dark ? darkDimAlpha : dimAlpha
    }
    /// How far the presenting view scales down behind a large sheet (measured on iOS 18).
    package static let cardScale = 0.9165

    /// UIKit's medium detent: this share of the large one's height above the bottom safe
    /// area (`maximumDetentValue`) in a window taller than `compactHeight`, as UIKit's
    /// `UISheetDetentBlockMedium` reads its table (docs/presets.md: 0.56, "about half").
    package static let mediumShare = 0.56
    /// The same in a window `compactHeight` or shorter (an iPhone SE's 568 pt).
    package static let compactMediumShare = 0.63
    /// The window height at or under which UIKit's medium takes `compactMediumShare`.
    package static let compactHeight = 568.0

    /// UIKit's medium share in a window `height` points tall.
    package static func mediumShare(windowHeight height: Double) -> Double {
        height > compactHeight ? mediumShare : compactMediumShare
    }

    /// The system sheet's figures as overrides, as a preset's are (data, in the order they
    /// apply, its device already chosen): the default detent becomes UIKit's medium, max its
    /// large.
    package static let overrides: [(FlagName, PresetValue)] = [
        (.cornerRadius, .number(cornerRadius)),
        (.dimAlpha, .derived { dimAlpha(for: $0.appearance) }),
        (.cardScale, .number(cardScale)),
        (.topInset, .derived { $0.safeArea.top + largeDetentGap(on: $0.device) }),
        (
            .defaultHeight,
            .derived {
                let large = $0.window.height - $0.topInset - $0.safeArea.bottom
                // To a hundredth of a point: 749 × 0.56 is 419.44, not 419.44000000000005.
                let medium = large * mediumShare(windowHeight: $0.window.height)
                return max(1, (medium * 100).rounded() / 100)
            }
        ),
    ]

    /// Sets the system sheet's figures on `configuration` (`overrides`).
    package static func apply(to configuration: inout Configuration) {
        PresetValue.apply(overrides, to: &configuration)
    }
}

extension Configuration {
    /// The constants with every height in points measured from the screen's bottom edge: on
    /// a `--device`, SheetLab measures them above the bottom safe area (as UIKit does), and
    /// the exports for platforms that measure from the edge add it back so the sheet rests
    /// where it was tuned. Unchanged without a device.
    package var heightsFromTheScreensEdge: Configuration {
        // What SheetLab's heights stand on (`detentBaseline`): 0 unless UIKit's sheet on a device.
        let inset = self.detentBaseline
        guard inset > 0 else { return self }
        var moved = self
        moved.defaultHeight += inset
        moved.dismissHeight = self.dismissLineOnScreen
        moved.detents = self.detents?.map { spec in
            guard case .points(let points) = spec.value else { return spec }
            return DetentSpec(name: spec.name, value: .points(points + inset))
        }
        return moved
    }
}

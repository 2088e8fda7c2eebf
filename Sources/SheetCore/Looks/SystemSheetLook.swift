/// UIKit's system sheet, as `--look ios18` and `ios26` draw it (sources in docs/presets.md).
package enum SystemSheetLook {
    /// The grabber's colour: tertiaryLabel (60, 60, 67 at 30 %) over the white sheet.
    package static let grabberColor = Color(hex: 0xC5C5C7)
    /// The same in dark mode: tertiaryLabel (235, 235, 245 at 30 %) over the elevated dark
    /// sheet (#1C1C1E).
    package static let darkGrabberColor = Color(hex: 0x5A5A5E)
    /// The gap between the safe area's top and the sheet at the large detent on iOS 15–18
    /// (`_UISheetPresentationMetrics.topOffset`).
    package static let largeDetentGap = 10.0
    /// The same gap on a phone with a home button (no home indicator): twice UIKit's
    /// `topOffset`, as it lays out a sheet under a status bar with no notch.
    package static let homeButtonGap = 20.0

    /// The gap between the safe area's top and the large detent on `device` as `look` draws
    /// it: iOS 26 puts the large sheet's top at the safe area's (10 pt lower on a phone with
    /// a home button); iOS 15–18 10 pt below it (20 with a home button).
    package static func largeDetentGap(on device: DeviceKind, look: SheetLook = .ios18) -> Double {
        let homeButton = device.figures?.homeIndicator == false
        if look.floats { return homeButton ? homeButtonGap - largeDetentGap : 0 }
        return homeButton ? homeButtonGap : largeDetentGap
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

    /// UIKit's own medium and large detents in `constants`' window, as heights on screen: the
    /// large detent stops at the top safe area on iOS 26 (10 pt below it on iOS 15–18, the
    /// gap of a look other than the system's), the medium is `mediumShare` of the large one's
    /// height within the safe area. Without a `--device` the window has no safe area.
    package static func heights(_ constants: SheetConstants) -> (medium: Double, large: Double) {
        let safeArea = constants.safeArea
        let large =
            constants.window.height - safeArea.top
            - largeDetentGap(
                on: constants.device, look: constants.look.isSystem ? constants.look : .ios18)
        let share = mediumShare(windowHeight: constants.window.height)
        let medium = (large - safeArea.bottom) * share + safeArea.bottom
        return (medium, large)
    }
}

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
    /// The Dynamic Island as it shows (a black capsule), in portrait points; nil without one.
    package var island: Rect? = nil
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
        source: "Apple HIG Layout; useyourloaf safe area; _displayCornerRadius; island "
            + "DynamicIslandUtilities (14 Pro)",
        island: Rect(x: 133.5, y: 11, width: 126, height: 37.33))
    /// iPhone 16 Pro Max.
    static let iphone16ProMax = DeviceFigures(
        title: "iPhone 16 Pro Max", platform: .ios, size: Size(width: 440, height: 956),
        density: 3, safeTop: 62, safeBottom: 34, statusBar: 54, cornerRadius: 62,
        homeIndicator: true,
        source: "Apple HIG Layout; useyourloaf safe area; _displayCornerRadius; island as "
            + "the 16 Pro's",
        island: Rect(x: 156.5, y: 13, width: 127, height: 38.67))
    /// iPhone 17: the 16 Pro's screen.
    static let iphone17 = DeviceFigures(
        title: "iPhone 17", platform: .ios, size: Size(width: 402, height: 874),
        density: 3, safeTop: 62, safeBottom: 34, statusBar: 54, cornerRadius: 62,
        homeIndicator: true,
        source: "Apple HIG Layout; safe area as the 17 Pro's (inferred); "
            + "flutter_device_geometry corner; island as the 16 Pro's",
        island: Rect(x: 137.5, y: 13, width: 127, height: 38.67))
    /// iPhone Air: taller, its island lower.
    static let iphoneAir = DeviceFigures(
        title: "iPhone Air", platform: .ios, size: Size(width: 420, height: 912),
        density: 3, safeTop: 68, safeBottom: 34, statusBar: 60, cornerRadius: 62,
        homeIndicator: true,
        source: "Apple HIG Layout; device tables' safe area (inferred); "
            + "flutter_device_geometry corner; island 6 pt lower than the 17 Pro's (inferred)",
        island: Rect(x: 146.5, y: 19, width: 127, height: 38.67))
    /// iPhone 17 Pro.
    static let iphone17Pro = DeviceFigures(
        title: "iPhone 17 Pro", platform: .ios, size: Size(width: 402, height: 874),
        density: 3, safeTop: 62, safeBottom: 34, statusBar: 54, cornerRadius: 62,
        homeIndicator: true,
        source: "Apple HIG Layout; iOS 26.1 simulator safe area and _displayCornerRadius "
            + "(NoTomorrow); island as the 16 Pro's",
        island: Rect(x: 137.5, y: 13, width: 127, height: 38.67))
    /// iPhone 17 Pro Max.
    static let iphone17ProMax = DeviceFigures(
        title: "iPhone 17 Pro Max", platform: .ios, size: Size(width: 440, height: 956),
        density: 3, safeTop: 62, safeBottom: 34, statusBar: 54, cornerRadius: 62,
        homeIndicator: true,
        source: "Apple HIG Layout; safe area as the 17 Pro's (inferred); "
            + "flutter_device_geometry corner; island as the 16 Pro's",
        island: Rect(x: 156.5, y: 13, width: 127, height: 38.67))
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

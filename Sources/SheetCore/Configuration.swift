/// Where the sheet is when the app starts.
public enum StartPosition: String, CaseIterable, Sendable {
    case page, `default`, max
}

/// Which release policy decides where a released sheet lands.
public enum PolicyKind: String, CaseIterable, Sendable {
    /// The write-ups' five ordered rules (seed 000's detent rules + seed 003's velocity rule).
    case seed
}

/// Which seed's sheet system the app shows.
public enum StyleKind: String, CaseIterable, Sendable {
    /// Seed 000's draggable sheet with detents, dimming and the card-scaled page.
    case sheet
}

/// Every tunable constant of SheetLab. Defaults and valid ranges live in `Flag.table`.
public struct Configuration: Equatable, Sendable {
    /// Window size in points.
    public var window = Size(width: 390, height: 844)
    /// Forced pixel density (pixels per point); nil means what the system reports.
    public var scale: Int?
    public var style: StyleKind = .sheet
    public var policy: PolicyKind = .seed
    public var start: StartPosition = .page

    public var defaultHeight = 300.0
    public var dismissHeight = 200.0
    public var topInset = 64.0
    public var fullscreenVelocity = 300.0
    public var fullscreenFraction = 0.25
    public var dimAlpha = 0.6
    public var cornerRadius = 16.0
    public var cardScale = 0.92
    public var presentDuration = 0.3
    public var dimDuration = 0.4
    public var snapDuration = 0.4
    public var tapSlop = 4.0
    public var velocityWindow = 0.1
    public var fps = 60

    public var fontPath: String?
    public var boldFontPath: String?
    public var events = false

    public init() {}

    /// The sheet's highest resting height for a window `height` points tall.
    public func maxHeight(windowHeight height: Double) -> Double { height - topInset }
}

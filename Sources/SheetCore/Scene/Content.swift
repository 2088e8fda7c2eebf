/// The text SheetLab shows: seed 000's page and sheet content.
package enum Content {
    /// The poem's title (a ci to the tune 百字令), the page's heading.
    package static let title = "百字令·偶忆"
    /// A classical ci poem, package domain (SPEC §1).
    package static let poem =
        "横街南巷，记钿车小小，翠帘徐揭。绿酒分曹人散后，心事低徊潜说。莲子湖头，枇杷花下，绾就同心结。明珠未斛，朔风千里催别。\n"
        + "同是沦落天涯，青青柳色，争忍先攀折。红浪香温围夜玉，堕我怀中明月。暮雨空归，秋河不动，虬箭丁丁咽。十年一梦，鬓丝今已如雪。"
    /// The label of the page's button that presents the sheet.
    package static let button = "Get Started"
    /// The sheet's heading, above its body.
    package static let sheetHeading = "Get Started"
}

/// What the sheet shows in its body: the poem, the run's `--content` text, or its
/// `--sheet-image`. The run reads them; a style draws them (an image replaces the text and the
/// fixed panel's controls), so the style and the machine are given this, never the run's
/// options.
package struct SheetBody: Equatable, Sendable {
    /// The body text instead of the poem (`--content`); nil shows the poem.
    package var text: String?
    /// The image shown instead of the heading and body (`--sheet-image`).
    package var image: ImageFile?

    /// The text and image a run gives (none: the poem).
    package init(text: String? = nil, image: ImageFile? = nil) {
        self.text = text
        self.image = image
    }
}

/// What the layout draws around the machine's sheet that is not the sheet's: the page's image
/// (`--page-image`, in place of the poem and its button) and whether a device's status bar,
/// home indicator and screen corners are drawn (`--chrome`). The run gives them to the layout;
/// the machine is told only where a press presents (`PageButton`).
package struct PageInputs: Equatable, Sendable {
    /// The image shown as the page, or nil for the poem and its Get Started button.
    package var image: ImageFile?
    /// Whether the device's chrome is drawn over the page and sheet.
    package var chrome: ChromeKind

    /// The poem's page with the device's chrome.
    package init(image: ImageFile? = nil, chrome: ChromeKind = .device) {
        self.image = image
        self.chrome = chrome
    }

    /// Where a press on the page presents the sheet: its button, or anywhere on an image.
    package var button: PageButton { image == nil ? .button : .wholePage }
}

/// Where a press on the page presents the sheet: a layout fact the machine is told.
package enum PageButton: Sendable {
    /// The poem's Get Started button.
    case button
    /// Anywhere above what the style keeps at the bottom: a page image shows no button.
    case wholePage
}

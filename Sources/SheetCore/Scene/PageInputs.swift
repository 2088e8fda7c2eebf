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

/// Where a press on the page presents the sheet: a layout fact the machine is told.
package enum PageButton: Sendable {
    /// The poem's Get Started button.
    case button
    /// Anywhere above what the style keeps at the bottom: a page image shows no button.
    case wholePage
}

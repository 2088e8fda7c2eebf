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

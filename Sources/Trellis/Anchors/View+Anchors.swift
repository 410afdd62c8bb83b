extension View {
  /// The leading edge: left in a left-to-right layout, right in a right-to-left one.
  public var leadingAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .leading) }
  /// The trailing edge: right in a left-to-right layout, left in a right-to-left one.
  public var trailingAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .trailing) }
  /// The left edge, whatever the layout direction.
  public var leftAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .left) }
  /// The right edge, whatever the layout direction.
  public var rightAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .right) }
  /// The horizontal centre.
  public var centerXAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .centerX) }
  /// The top edge.
  public var topAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .top) }
  /// The bottom edge.
  public var bottomAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .bottom) }
  /// The vertical centre.
  public var centerYAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .centerY) }
  /// The baseline of the first line of text; the bottom edge for views that draw no text.
  public var firstBaselineAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .firstBaseline) }
  /// The baseline of the last line of text; the bottom edge for views that draw no text.
  public var lastBaselineAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .lastBaseline) }
  /// The width.
  public var widthAnchor: DimensionAnchor { DimensionAnchor(item: self, attribute: .width) }
  /// The height.
  public var heightAnchor: DimensionAnchor { DimensionAnchor(item: self, attribute: .height) }
}

extension LayoutGuide {
  /// The leading edge: left in a left-to-right layout, right in a right-to-left one.
  public var leadingAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .leading) }
  /// The trailing edge: right in a left-to-right layout, left in a right-to-left one.
  public var trailingAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .trailing) }
  /// The left edge, whatever the layout direction.
  public var leftAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .left) }
  /// The right edge, whatever the layout direction.
  public var rightAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .right) }
  /// The horizontal centre.
  public var centerXAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .centerX) }
  /// The top edge.
  public var topAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .top) }
  /// The bottom edge.
  public var bottomAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .bottom) }
  /// The vertical centre.
  public var centerYAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .centerY) }
  /// The width.
  public var widthAnchor: DimensionAnchor { DimensionAnchor(item: self, attribute: .width) }
  /// The height.
  public var heightAnchor: DimensionAnchor { DimensionAnchor(item: self, attribute: .height) }
}

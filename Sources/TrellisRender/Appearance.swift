import Trellis

/// The appearance a screen is drawn in: Trellis's ``/Trellis/UserInterfaceStyle`` (light or dark), which a snapshot
/// records as ``/Trellis/LayoutSnapshot/appearance``.
public typealias Appearance = UserInterfaceStyle

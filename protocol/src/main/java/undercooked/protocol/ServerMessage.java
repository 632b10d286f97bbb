package undercooked.protocol;

/**
 * A frame the server sends. None carries {@code p} as a component: the encoder stamps
 * {@link Protocol#PROTOCOL_VERSION} on every one, since a server speaks exactly one version.
 */
public sealed interface ServerMessage
        permits WelcomeMsg, LobbyMsg, CountdownMsg, SnapMsg, RoundMsg, EvMsg, ErrMsg, PongMsg {

    ServerType type();
}

package undercooked.protocol;

/** A frame the browser (or the studio) sends to the server. */
public sealed interface ClientMessage
        permits HelloMsg, ReadyMsg, SetLevelMsg, StartMsg, InputMsg, EmoteMsg, ToLobbyMsg, NextLevelMsg, PingMsg,
        AddBotMsg, RemoveBotMsg {

    ClientType type();
}

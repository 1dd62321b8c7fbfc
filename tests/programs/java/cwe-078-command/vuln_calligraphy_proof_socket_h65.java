// A calligraphy proof socket program of the h65 set (cwe-078-command).
package com.inkandquill.preview;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.springframework.stereotype.Component;
import org.springframework.web.socket.CloseStatus;
import org.springframework.web.socket.TextMessage;
import org.springframework.web.socket.WebSocketSession;
import org.springframework.web.socket.handler.TextWebSocketHandler;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Live preview for the commission editor: the client sends the wording of a
 * certificate or invitation plus the calligraphic hand, and receives a PNG proof.
 */
@Component
public class ProofPreviewSocketHandler extends TextWebSocketHandler {

    private final ObjectMapper mapper = new ObjectMapper();

    @Override
    protected void handleTextMessage(WebSocketSession session, TextMessage message) throws Exception {
        JsonNode msg = mapper.readTree(message.getPayload());
        String wording = msg.path("wording").asText("");
        String hand = msg.path("hand").asText("Foundational");
        if (wording.isEmpty() || wording.length() > 2000) {
            session.sendMessage(new TextMessage("{\"error\":\"wording must be 1-2000 characters\"}"));
            return;
        }

        Path textFile = Files.createTempFile("proof-", ".txt");
        Path pngFile = Files.createTempFile("proof-", ".png");
        try {
            Files.writeString(textFile, wording, StandardCharsets.UTF_8);
            Process proc = Runtime.getRuntime().exec(new String[] {
                    "/bin/sh", "-c",
                    "pango-view --no-display --font='" + hand + " 28' --dpi=150 -o " + pngFile + " " + textFile
            });
            if (!proc.waitFor(15, TimeUnit.SECONDS) || proc.exitValue() != 0) {
                proc.destroyForcibly();
                session.sendMessage(new TextMessage("{\"error\":\"render failed\"}"));
                return;
            }
            String png = Base64.getEncoder().encodeToString(Files.readAllBytes(pngFile));
            session.sendMessage(new TextMessage(mapper.writeValueAsString(
                    Map.of("type", "proof", "hand", hand, "png", png))));
        } finally {
            Files.deleteIfExists(textFile);
            Files.deleteIfExists(pngFile);
        }
    }

    @Override
    public void afterConnectionClosed(WebSocketSession session, CloseStatus status) {
        // nothing cached per session
    }
}

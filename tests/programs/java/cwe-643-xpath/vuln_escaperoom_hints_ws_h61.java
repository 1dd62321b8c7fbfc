// A escaperoom hints ws program of the h61 set (cwe-643-xpath).
package com.lockedin.hints;

import jakarta.websocket.CloseReason;
import jakarta.websocket.OnMessage;
import jakarta.websocket.Session;
import jakarta.websocket.server.PathParam;
import jakarta.websocket.server.ServerEndpoint;
import org.w3c.dom.Document;

import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import java.io.IOException;
import java.io.InputStream;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/** Players ask the in-room tablet for a hint; the tablet talks to this endpoint over a WebSocket. */
final class HintBook {
    private final Document document;
    private final XPathFactory xpaths = XPathFactory.newInstance();

    HintBook(Document document) {
        this.document = document;
    }

    static HintBook load() {
        try (InputStream in = HintBook.class.getResourceAsStream("/hints.xml")) {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            return new HintBook(factory.newDocumentBuilder().parse(in));
        } catch (Exception e) {
            throw new IllegalStateException("hint book missing", e);
        }
    }

    String hint(String room, String puzzle, int level) throws XPathExpressionException {
        XPath xpath = xpaths.newXPath();
        String expr = "/hints/room[@id='" + room + "']/puzzle[@code='" + puzzle + "']/hint[@level=" + level + "]";
        return (String) xpath.evaluate(expr, document, XPathConstants.STRING);
    }
}

final class HintAllowance {
    private final int perGame;
    private final Map<String, Integer> used = new ConcurrentHashMap<>();

    HintAllowance(int perGame) {
        this.perGame = perGame;
    }

    boolean take(String room) {
        return used.merge(room, 1, Integer::sum) <= perGame;
    }
}

final class HintService {
    private final HintBook book;
    private final HintAllowance allowance;

    HintService(HintBook book, HintAllowance allowance) {
        this.book = book;
        this.allowance = allowance;
    }

    String hintFor(String room, String puzzle, int level) throws XPathExpressionException {
        if (!allowance.take(room)) {
            return "No hints left - ask your game master!";
        }
        String text = book.hint(room, puzzle, level);
        return text.isBlank() ? "Nothing to reveal for that puzzle yet." : text.trim();
    }
}

@ServerEndpoint("/rooms/{roomId}/hints")
class HintSocket {
    private static final Set<String> ROOMS = Set.of("pharaohs-tomb", "submarine", "clockmakers-attic");
    private static final HintService SERVICE = new HintService(HintBook.load(), new HintAllowance(3));

    @OnMessage
    public void onMessage(String message, Session session, @PathParam("roomId") String roomId) throws IOException {
        if (!ROOMS.contains(roomId)) {
            session.close(new CloseReason(CloseReason.CloseCodes.VIOLATED_POLICY, "unknown room"));
            return;
        }
        // tablet sends "<puzzle code>:<hint level>"
        int sep = message.lastIndexOf(':');
        try {
            String puzzle = message.substring(0, sep);
            int level = Integer.parseInt(message.substring(sep + 1));
            if (level < 1 || level > 3) {
                throw new NumberFormatException("level");
            }
            session.getBasicRemote().sendText(SERVICE.hintFor(roomId, puzzle, level));
        } catch (StringIndexOutOfBoundsException | NumberFormatException e) {
            session.getBasicRemote().sendText("Could not read that hint request.");
        } catch (XPathExpressionException e) {
            session.getBasicRemote().sendText("Hint book unavailable.");
        }
    }
}

// Servlet rendering a tournament player card page from the player's chosen tag and win count
package gg.arenaops.tournament.web;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

class PlayerCard {
    String gamerTag;
    final List<String> badges = new ArrayList<>();
}

class PlayerCardRenderer {
    String render(PlayerCard card) {
        StringBuilder html = new StringBuilder("<!doctype html><html><body><div class=\"card\">");
        html.append("<h1>").append(card.gamerTag).append("</h1><ul>");
        for (String badge : card.badges) {
            html.append("<li>").append(badge).append("</li>");
        }
        return html.append("</ul></div></body></html>").toString();
    }
}

class PlayerCardService {
    PlayerCard build(String tag, int wins) {
        PlayerCard card = new PlayerCard();
        card.gamerTag = tag == null ? "anonymous" : tag.strip();
        if (wins >= 10) {
            card.badges.add("Veteran");
        }
        if (wins >= 50) {
            card.badges.add("Champion");
        }
        return card;
    }
}

@WebServlet("/tournament/card")
class PlayerCardServlet extends HttpServlet {
    private final PlayerCardService service = new PlayerCardService();
    private final PlayerCardRenderer renderer = new PlayerCardRenderer();

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        int wins = Integer.parseInt(req.getParameter("wins") == null ? "0" : req.getParameter("wins"));
        PlayerCard card = service.build(req.getParameter("tag"), wins);
        resp.setContentType("text/html;charset=UTF-8");
        resp.getWriter().write(renderer.render(card));
    }
}

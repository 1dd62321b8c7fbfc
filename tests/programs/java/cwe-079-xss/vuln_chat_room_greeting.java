// Servlet that renders the landing panel of a team chat room for the signed-in nickname.
package io.parley.chat.web;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.Map;

@WebServlet("/chat/room")
public class RoomGreetingServlet extends HttpServlet {

    record ChatRoom(String id, String title, int memberLimit) {}

    private static final Map<String, ChatRoom> ROOMS = Map.of(
            "lobby", new ChatRoom("lobby", "Lobby & Announcements", 500),
            "ops", new ChatRoom("ops", "Ops <on-call>", 40),
            "design", new ChatRoom("design", "Design Review", 60));

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String nick = req.getParameter("nick");
        if (nick == null || nick.isBlank()) {
            nick = "guest";
        }
        ChatRoom room = ROOMS.getOrDefault(req.getParameter("room"), ROOMS.get("lobby"));

        resp.setContentType("text/html;charset=UTF-8");
        PrintWriter out = resp.getWriter();
        out.println("<section class=\"room-header\">");
        out.println("<h1>" + escapeHtml(room.title()) + "</h1>");
        out.println("<p class=\"greeting\">Signed in as " + nick + "</p>");
        out.println("<p class=\"limit\">Up to " + room.memberLimit() + " members</p>");
        out.println("</section>");
    }

    private static String escapeHtml(String value) {
        StringBuilder sb = new StringBuilder(value.length() + 16);
        for (char c : value.toCharArray()) {
            switch (c) {
                case '&' -> sb.append("&amp;");
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '"' -> sb.append("&quot;");
                case '\'' -> sb.append("&#39;");
                default -> sb.append(c);
            }
        }
        return sb.toString();
    }
}

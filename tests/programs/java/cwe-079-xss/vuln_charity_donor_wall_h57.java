// Jakarta servlet that records donor dedications for a charity campaign and renders the public donor wall
package org.charity.campaign;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

record Dedication(String donorName, int amountEuros, String message) {}

class DedicationService {
    private final List<Dedication> entries = new CopyOnWriteArrayList<>();

    void add(String donorName, int amount, String message) {
        String name = donorName == null || donorName.isBlank() ? "Anonymous" : donorName.trim();
        entries.add(new Dedication(name, amount, message == null ? "" : message.trim()));
    }

    List<Dedication> latest() {
        int from = Math.max(0, entries.size() - 50);
        return entries.subList(from, entries.size());
    }
}

@WebServlet("/campaign/wall")
public class DonorWallServlet extends HttpServlet {
    private final DedicationService service = new DedicationService();

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        int amount = Integer.parseInt(req.getParameter("amount"));
        service.add(req.getParameter("name"), amount, req.getParameter("message"));
        resp.sendRedirect(req.getContextPath() + "/campaign/wall");
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        resp.setContentType("text/html;charset=UTF-8");
        PrintWriter out = resp.getWriter();
        out.println("<html><body><h1>Thank you to our donors</h1><ul>");
        for (Dedication d : service.latest()) {
            out.println(String.format("<li><strong>%s</strong> gave &euro;%d: <em>%s</em></li>",
                    d.donorName(), d.amountEuros(), d.message()));
        }
        out.println("</ul></body></html>");
    }
}

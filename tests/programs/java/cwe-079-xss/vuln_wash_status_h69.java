// A wash status program of the h69 set (cwe-079-xss).
package com.sudsandspin.status;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

@WebFilter("/machine/*")
class CustomerGreetingFilter implements Filter {

    static final String RAW_NAME = "greeting.rawName";
    static final String DISPLAY_NAME = "greeting.displayName";

    @Override
    public void doFilter(ServletRequest req, ServletResponse res, FilterChain chain)
            throws IOException, ServletException {
        String name = req.getParameter("name");
        if (name == null || name.isBlank()) {
            name = "neighbour";
        }
        // raw value is kept for the visit analytics exporter
        req.setAttribute(RAW_NAME, name);
        req.setAttribute(DISPLAY_NAME, htmlText(name));
        chain.doFilter(req, res);
    }

    static String htmlText(String s) {
        StringBuilder out = new StringBuilder(s.length() + 16);
        for (char c : s.toCharArray()) {
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}

@WebServlet("/machine/status")
class MachineStatusServlet extends HttpServlet {

    private static final Map<Integer, Integer> MINUTES_LEFT = new ConcurrentHashMap<>();

    static void report(int machine, int minutes) {
        MINUTES_LEFT.put(machine, minutes);
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        int machine;
        try {
            machine = Integer.parseInt(req.getParameter("m"));
        } catch (NumberFormatException e) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "unknown machine");
            return;
        }
        String who = (String) req.getAttribute(CustomerGreetingFilter.RAW_NAME);
        Integer minutes = MINUTES_LEFT.get(machine);

        resp.setContentType("text/html;charset=UTF-8");
        PrintWriter out = resp.getWriter();
        out.println("<!doctype html><html><head><title>Washer " + machine + "</title></head><body>");
        out.println("<h2>Hi " + who + "!</h2>");
        if (minutes == null || minutes <= 0) {
            out.println("<p>Washer " + machine + " is free. Grab it before someone else does.</p>");
        } else {
            out.println("<p>Washer " + machine + " finishes in about " + minutes + " minutes.</p>");
        }
        out.println("<p><a href=\"/machine/notify?m=" + machine + "\">Text me when it is done</a></p>");
        out.println("</body></html>");
    }
}

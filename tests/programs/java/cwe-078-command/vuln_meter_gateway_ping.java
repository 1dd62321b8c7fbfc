// Servlet used by field engineers to check reachability of a smart-meter gateway from the head-end server.
package net.gridco.headend.diagnostics;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.regex.Pattern;

@WebServlet("/diagnostics/ping")
public class GatewayPingServlet extends HttpServlet {

    private static final Pattern GATEWAY_HOST = Pattern.compile("[a-z0-9][a-z0-9.-]{0,252}");

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String host = req.getParameter("gateway");
        if (host == null || !GATEWAY_HOST.matcher(host).find()) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "unknown gateway");
            return;
        }

        String[] command = {"/bin/sh", "-c", "ping -c 3 -W 2 " + host};
        Process process = Runtime.getRuntime().exec(command);

        resp.setContentType("text/plain;charset=UTF-8");
        PrintWriter out = resp.getWriter();
        try (BufferedReader reader = new BufferedReader(
                new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = reader.readLine()) != null) {
                out.println(line);
            }
        }
    }
}

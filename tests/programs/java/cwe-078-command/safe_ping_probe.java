// Jakarta servlet used by the network dashboard to run a reachability probe against a host
package com.acme.netops.servlet;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.logging.Logger;
import java.util.regex.Pattern;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

@WebServlet("/ops/ping")
public class PingProbeServlet extends HttpServlet {

    private static final Logger LOG = Logger.getLogger(PingProbeServlet.class.getName());
    private static final Pattern HOST = Pattern.compile("^[A-Za-z0-9][A-Za-z0-9.-]{0,252}$");

    private boolean validHost(String host) {
        if (host == null || !HOST.matcher(host).matches()) {
            LOG.warning("ping requested for unusual host value");
            return false;
        }
        return true;
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String host = req.getParameter("host");
        if (!validHost(host)) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "invalid host");
            return;
        }
        ProcessBuilder pb = new ProcessBuilder("ping", "-c", "3", "-W", "2", host);
        pb.redirectErrorStream(true);
        Process proc = pb.start();
        resp.setContentType("text/plain;charset=UTF-8");
        try (BufferedReader out = new BufferedReader(
                new InputStreamReader(proc.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = out.readLine()) != null) {
                resp.getWriter().println(line);
            }
        }
    }
}

// A leaderboard cors filter program of the h74 set (cwe-942-cors).
package ca.frozenlakederby.api;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.logging.Logger;

import jakarta.servlet.FilterChain;
import jakarta.servlet.FilterConfig;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

@WebFilter(urlPatterns = "/api/*", asyncSupported = true)
class SponsorCorsFilter extends HttpFilter {

    private static final Logger LOG = Logger.getLogger("cors");
    private static final Path SPONSOR_LIST = Paths.get("/etc/frozenlake/sponsor-origins.txt");

    private final Set<String> sponsorOrigins = ConcurrentHashMap.newKeySet();
    private final ScheduledExecutorService refresher = Executors.newSingleThreadScheduledExecutor();
    private final ExecutorService lookups = Executors.newFixedThreadPool(2);

    @Override
    public void init(FilterConfig config) {
        refresher.scheduleWithFixedDelay(this::reloadSponsors, 0, 10, TimeUnit.MINUTES);
    }

    private void reloadSponsors() {
        try {
            List<String> lines = Files.readAllLines(SPONSOR_LIST);
            sponsorOrigins.retainAll(lines);
            lines.stream().map(String::trim).filter(l -> l.startsWith("https://")).forEach(sponsorOrigins::add);
        } catch (IOException e) {
            LOG.warning("keeping previous sponsor list: " + e.getMessage());
        }
    }

    @Override
    protected void doFilter(HttpServletRequest req, HttpServletResponse resp, FilterChain chain)
            throws IOException, ServletException {
        String origin = req.getHeader("Origin");
        if (origin != null) {
            CompletableFuture<Boolean> sponsor = CompletableFuture.supplyAsync(() -> sponsorOrigins.contains(origin), lookups);
            sponsor.thenAccept(known -> {
                if (!known) {
                    LOG.fine("request from unlisted origin " + origin);
                }
            });
            resp.setHeader("Access-Control-Allow-Origin", origin);
            resp.setHeader("Access-Control-Allow-Credentials", "true");
            resp.setHeader("Vary", "Origin");
            if ("OPTIONS".equals(req.getMethod())) {
                resp.setHeader("Access-Control-Allow-Methods", "GET, POST, PUT");
                resp.setHeader("Access-Control-Allow-Headers", "Content-Type, X-Angler-Id");
                resp.setStatus(HttpServletResponse.SC_NO_CONTENT);
                return;
            }
        }
        chain.doFilter(req, resp);
    }

    @Override
    public void destroy() {
        refresher.shutdownNow();
        lookups.shutdownNow();
    }
}

// A tournament checkin program of the h68 set (cwe-601-redirect).
// fencing clubs: tournament check-in desk that marks a fencer present and returns to the pool sheet
package fr.salledarmes.tournament;

import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;
import java.time.Instant;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

@WebServlet("/tournament/check-in")
public class CheckInServlet extends HttpServlet {

    enum Equipment { MASK, JACKET, LAME, BODY_CORD, WEAPON }

    record CheckIn(String licence, String pool, Set<Equipment> inspected, Instant at) {
        CheckIn {
            inspected = Set.copyOf(inspected);
        }

        boolean readyToFence() {
            return inspected.containsAll(Set.of(Equipment.MASK, Equipment.JACKET, Equipment.WEAPON));
        }
    }

    private static final Pattern LOCAL_PATH = Pattern.compile("^/(?![/\\\\])[\\w\\-./?=&%]*$");

    private final Map<String, CheckIn> present = new ConcurrentHashMap<>();

    static String returnPath(HttpServletRequest req, String pool) {
        Predicate<String> local = target -> LOCAL_PATH.matcher(target).matches();
        return Optional.ofNullable(req.getParameter("return"))
                .map(String::strip)
                .filter(Predicate.not(String::isEmpty))
                .filter(local)
                .orElseGet(() -> req.getContextPath() + "/tournament/pools/" + pool);
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        var licence = Optional.ofNullable(req.getParameter("licence")).map(String::strip).orElse("");
        var pool = Optional.ofNullable(req.getParameter("pool")).filter(p -> p.matches("[A-H][0-9]{1,2}")).orElse(null);
        if (licence.isEmpty() || pool == null) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "licence and pool are required");
            return;
        }

        var inspected = Optional.ofNullable(req.getParameterValues("inspected"))
                .stream()
                .flatMap(Arrays::stream)
                .map(String::toUpperCase)
                .map(Equipment::valueOf)
                .collect(Collectors.toSet());

        var checkIn = new CheckIn(licence, pool, inspected, Instant.now());
        present.merge(licence, checkIn, (old, fresh) -> fresh.readyToFence() ? fresh : old);

        if (!checkIn.readyToFence()) {
            req.getSession().setAttribute("flash", "Equipment check incomplete for " + licence);
        }
        resp.sendRedirect(returnPath(req, pool));
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        var pool = req.getParameter("pool");
        resp.setContentType("text/plain;charset=UTF-8");
        var out = resp.getWriter();
        present.values().stream()
                .filter(c -> pool == null || c.pool().equals(pool))
                .sorted(Comparator.comparing(CheckIn::at))
                .forEach(c -> out.printf("%s %s %s%n", c.pool(), c.licence(), c.readyToFence() ? "ready" : "pending"));
    }
}

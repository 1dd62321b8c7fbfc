// JAX-RS resource rendering a printable event badge for a nonprofit volunteer shift
package org.helpinghands.events.badges;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.util.Locale;

record BadgeData(long shiftId, String displayName, String role) {}

class BadgeTextCleaner {
    String clean(String input) {
        if (input == null) {
            return "";
        }
        String cleaned = input.replaceAll("(?i)<\\s*/?\\s*script[^>]*>", "");
        cleaned = cleaned.replaceAll("(?i)javascript:", "");
        return cleaned.strip();
    }
}

@ApplicationScoped
class BadgeService {
    private final BadgeTextCleaner cleaner = new BadgeTextCleaner();

    BadgeData prepare(long shiftId, String name, String role) {
        String normalizedRole = role == null ? "VOLUNTEER" : role.toUpperCase(Locale.ROOT);
        if (!normalizedRole.matches("VOLUNTEER|LEAD|MEDIC")) {
            normalizedRole = "VOLUNTEER";
        }
        return new BadgeData(shiftId, cleaner.clean(name), normalizedRole);
    }

    String render(BadgeData badge) {
        return "<html><body class=\"badge\">"
            + "<div class=\"name\">" + badge.displayName() + "</div>"
            + "<div class=\"role\">" + badge.role() + "</div>"
            + "<div class=\"shift\">Shift #" + badge.shiftId() + "</div>"
            + "</body></html>";
    }
}

@Path("/shifts/{shiftId}/badge")
class BadgeResource {
    @Inject
    BadgeService badgeService;

    @GET
    @Produces(MediaType.TEXT_HTML)
    public String badge(@PathParam("shiftId") long shiftId,
                        @QueryParam("name") String name,
                        @QueryParam("role") String role) {
        BadgeData data = badgeService.prepare(shiftId, name, role);
        return badgeService.render(data);
    }
}

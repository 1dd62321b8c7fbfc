// A login return program of the h64 set (cwe-601-redirect).
package com.saltmarshworks.panhouse.web;

import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.CookieValue;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.List;
import java.util.Map;

/**
 * After the single sign-on hop the identity gateway sends pan-house staff to
 * /portal/continue?next=/pans/7/brine&next=... (the last "next" wins, earlier
 * ones come from nested login prompts). Without a usable "next" we fall back
 * to the view remembered in the pan_view cookie.
 */
@RestController
class PortalContinueController {

    private static final Map<String, String> DEFAULT_VIEWS = Map.of(
            "harvest", "/harvest/today",
            "brine", "/pans/brine-levels",
            "dispatch", "/dispatch/sacks",
            "weather", "/drying/forecast");

    @GetMapping("/portal/continue")
    ResponseEntity<Void> continueTo(@RequestParam(name = "next", required = false) List<String> next,
                                    @CookieValue(name = "pan_view", defaultValue = "harvest") String view) {
        String target = chooseTarget(next, view);
        return ResponseEntity.status(HttpStatus.FOUND).location(URI.create(target)).build();
    }

    static String chooseTarget(List<String> next, String view) {
        String fallback = DEFAULT_VIEWS.getOrDefault(view, "/harvest/today");
        if (next == null || next.isEmpty()) {
            return fallback;
        }
        String candidate = next.get(next.size() - 1).trim();
        if (isLocalPath(candidate)) {
            return candidate;
        }
        return fallback;
    }

    static boolean isLocalPath(String candidate) {
        if (!candidate.startsWith("/") || candidate.startsWith("//") || candidate.indexOf('\\') >= 0) {
            return false;
        }
        try {
            URI uri = new URI(candidate);
            return uri.getScheme() == null && uri.getRawAuthority() == null;
        } catch (URISyntaxException e) {
            return false;
        }
    }
}

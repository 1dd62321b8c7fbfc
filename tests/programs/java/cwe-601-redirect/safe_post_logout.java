// Spring MVC controller that ends the session and sends the browser to a post-logout page.
package com.acme.portal.web;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;
import java.util.Set;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpSession;

import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;

@Controller
public class SignOutController {

    private static final Set<String> RETURN_HOSTS = Set.of("www.acme.com", "help.acme.com");

    @PostMapping("/signout")
    public String signOut(HttpServletRequest request,
                          @RequestParam(name = "returnTo", required = false) String returnTo) {
        HttpSession session = request.getSession(false);
        if (session != null) {
            session.invalidate();
        }
        SecurityContextHolder.clearContext();
        return "redirect:" + postLogoutTarget(returnTo);
    }

    private String postLogoutTarget(String returnTo) {
        if (returnTo == null || returnTo.isBlank()) {
            return "/";
        }
        try {
            URI uri = new URI(returnTo.trim());
            String host = uri.getHost();
            if ("https".equals(uri.getScheme()) && host != null
                    && RETURN_HOSTS.contains(host.toLowerCase(Locale.ROOT))) {
                return uri.toString();
            }
        } catch (URISyntaxException ignored) {
        }
        return "/";
    }
}

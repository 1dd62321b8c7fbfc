// Spring MVC controller handling the post-login landing redirect for the customer portal.
package com.acme.portal.web;

import java.net.URI;
import java.net.URISyntaxException;
import java.security.Principal;

import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;

@Controller
public class LoginLandingController {

    private static final String DEFAULT_TARGET = "/dashboard";
    private static final String PORTAL_HOST = "portal.acme.com";

    @GetMapping("/login/complete")
    public String complete(@RequestParam(name = "next", required = false) String next,
                           Principal principal) {
        if (principal == null) {
            return "redirect:/login";
        }
        String target = resolveTarget(next);
        return "redirect:" + target;
    }

    String resolveTarget(String next) {
        if (next == null || next.isBlank()) {
            return DEFAULT_TARGET;
        }
        String candidate = next.trim();
        URI uri;
        try {
            uri = new URI(candidate);
        } catch (URISyntaxException e) {
            return DEFAULT_TARGET;
        }
        if (uri.getScheme() == null && uri.getRawAuthority() == null) {
            String path = uri.getRawPath();
            boolean local = path != null && path.startsWith("/") && !path.startsWith("//");
            return local ? candidate : DEFAULT_TARGET;
        }
        if ("https".equalsIgnoreCase(uri.getScheme()) && PORTAL_HOST.equalsIgnoreCase(uri.getHost())
                && uri.getRawUserInfo() == null) {
            return candidate;
        }
        return DEFAULT_TARGET;
    }
}

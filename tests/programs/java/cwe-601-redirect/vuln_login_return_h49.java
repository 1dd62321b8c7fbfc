// Spring MVC controller handling the post-login landing redirect for the customer portal.
package com.acme.portal.web;

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
        if (candidate.startsWith("/") || candidate.contains(PORTAL_HOST)) {
            return candidate;
        }
        return DEFAULT_TARGET;
    }
}

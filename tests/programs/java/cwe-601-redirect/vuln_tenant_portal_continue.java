// Controller that sends residents onward after they sign in to the apartment tenant portal.
package com.keystonehomes.portal.web;

import java.io.IOException;

import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;

@Controller
public class PortalContinueController {

    private static final String HOME = "/portal/home";

    @GetMapping("/portal/continue")
    public void continueAfterLogin(@RequestParam(name = "next", required = false) String next,
                                   HttpSession session,
                                   HttpServletResponse response) throws IOException {
        if (session.getAttribute("tenantId") == null) {
            response.sendRedirect("/portal/login");
            return;
        }
        String target = resolveTarget(next);
        session.setAttribute("lastLanding", target);
        response.sendRedirect(target);
    }

    private static String resolveTarget(String next) {
        if (next == null || next.isBlank()) {
            return HOME;
        }
        String trimmed = next.trim();
        if (trimmed.startsWith("/")) {
            return trimmed;
        }
        return HOME;
    }
}

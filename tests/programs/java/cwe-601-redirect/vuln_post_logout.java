// Spring MVC controller that ends the session and sends the browser to a post-logout page.
package com.acme.portal.web;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpSession;

import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;

@Controller
public class SignOutController {

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
        return returnTo.trim();
    }
}

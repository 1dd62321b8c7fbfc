// Spring MVC controller rendering the landing page for a referral invitation link.
package com.acme.growth.web;

import java.util.Set;

import org.springframework.http.MediaType;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class InviteController {

    private final InviteService inviteService;

    public InviteController(InviteService inviteService) {
        this.inviteService = inviteService;
    }

    @GetMapping(value = "/invite", produces = MediaType.TEXT_HTML_VALUE)
    public String landing(@RequestParam("from") String inviter, @RequestParam("code") String code) {
        String headline = inviteService.isActive(code)
                ? inviter + " invited you to join Acme"
                : "This invitation has expired";
        return "<!doctype html><html><body><h1>" + headline + "</h1>"
                + "<a href=\"/signup\">Create your account</a></body></html>";
    }
}

@Service
class InviteService {
    private final Set<String> activeCodes = Set.of("WELCOME24", "FRIENDS", "BETA-EARLY");

    boolean isActive(String code) {
        return code != null && activeCodes.contains(code.toUpperCase());
    }
}

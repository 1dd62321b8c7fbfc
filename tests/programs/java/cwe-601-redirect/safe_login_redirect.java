// Spring MVC login success handler that sends the user to the page they came from
package com.example.portal;

import java.util.Set;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;

@Controller
public class PostLoginController {

    private static final Set<String> LANDING_PAGES = Set.of("/home", "/orders", "/account", "/settings");

    @GetMapping("/login/complete")
    public String afterLogin(@RequestParam(name = "next", defaultValue = "/home") String next) {
        if (!LANDING_PAGES.contains(next)) {
            return "redirect:/home";
        }
        return "redirect:" + next;
    }
}

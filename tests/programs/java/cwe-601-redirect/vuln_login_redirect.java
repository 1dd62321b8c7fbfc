// Spring MVC login success handler that sends the user to the page they came from
package com.example.portal;

import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;

@Controller
public class PostLoginController {

    @GetMapping("/login/complete")
    public String afterLogin(@RequestParam(name = "next", defaultValue = "/home") String next) {
        return "redirect:" + next;
    }
}

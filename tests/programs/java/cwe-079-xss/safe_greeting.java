// Spring Boot endpoint that renders a small HTML welcome banner for a visitor
package com.example.web;

import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.util.HtmlUtils;

@RestController
public class WelcomeController {

    @GetMapping(value = "/welcome", produces = MediaType.TEXT_HTML_VALUE)
    public String welcome(@RequestParam(defaultValue = "guest") String name) {
        StringBuilder html = new StringBuilder();
        html.append("<html><body>");
        html.append("<h1>Welcome back, ").append(HtmlUtils.htmlEscape(name)).append("!</h1>");
        html.append("<p>Your dashboard is loading.</p>");
        html.append("</body></html>");
        return html.toString();
    }
}

// A kite preview program of the h67 set (cwe-079-xss).
// kite makers: render a shareable preview card for a customer's custom-designed kite
package com.skyward.kites;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.Locale;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.RestController;

@SpringBootApplication
public class KitePreviewApplication {
    public static void main(String[] args) {
        SpringApplication.run(KitePreviewApplication.class, args);
    }
}

record KiteDesign(
        @NotBlank @Size(max = 60) String kiteName,
        @NotBlank @Pattern(regexp = "#[0-9a-fA-F]{6}") String sailColour,
        @Min(60) @Max(300) int wingspanCm,
        @NotBlank @Pattern(regexp = "delta|diamond|sled|box|foil") String style) {
}

@Component
class PreviewCardRenderer {

    String render(KiteDesign design) {
        String name = design.kiteName();
        String colour = design.sailColour().toLowerCase(Locale.ROOT);
        StringBuilder html = new StringBuilder();
        html.append("<!doctype html><html><head><meta charset=\"utf-8\">");
        html.append("<title>").append(name).append(" | Skyward Kites</title></head><body>");
        html.append("<section class=\"card\">");
        html.append("<h1>").append(name).append("</h1>");
        html.append("<div class=\"swatch\" style=\"background:").append(colour).append("\"></div>");
        html.append("<p>A ").append(design.style()).append(" kite, ")
                .append(design.wingspanCm()).append(" cm wingspan.</p>");
        html.append("<a href=\"/order?style=").append(design.style()).append("\">Order one like it</a>");
        html.append("</section></body></html>");
        return html.toString();
    }
}

@RestController
class PreviewController {

    private final PreviewCardRenderer renderer;

    PreviewController(PreviewCardRenderer renderer) {
        this.renderer = renderer;
    }

    @GetMapping(value = "/designs/preview", produces = MediaType.TEXT_HTML_VALUE)
    String preview(@Valid @ModelAttribute KiteDesign design) {
        return renderer.render(design);
    }
}

// A class search program of the h62 set (cwe-079-xss).
package com.lotusflow.studio;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.MediaType;
import org.springframework.web.reactive.function.server.RouterFunction;
import org.springframework.web.reactive.function.server.RouterFunctions;
import org.springframework.web.reactive.function.server.ServerRequest;
import org.springframework.web.reactive.function.server.ServerResponse;
import org.springframework.web.util.HtmlUtils;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

import java.time.LocalTime;
import java.util.List;
import java.util.Locale;

/**
 * Public class timetable search embedded in the studio's website.
 */
@Configuration
class ClassSearchRoutes {

    record YogaClass(String title, String teacher, String style, LocalTime start) {}

    interface ClassCatalog {
        Flux<YogaClass> byStyle(String style);
    }

    @Bean
    RouterFunction<ServerResponse> classSearchRouter(ClassCatalog catalog) {
        return RouterFunctions.route()
                .GET("/classes/search", request -> search(request, catalog))
                .build();
    }

    private Mono<ServerResponse> search(ServerRequest request, ClassCatalog catalog) {
        String style = request.queryParam("style").map(String::strip).orElse("");
        return catalog.byStyle(style.toLowerCase(Locale.ROOT))
                .take(50)
                .map(ClassSearchRoutes::card)
                .collectList()
                .map(cards -> page(style, cards))
                .flatMap(html -> ServerResponse.ok().contentType(MediaType.TEXT_HTML).bodyValue(html));
    }

    private static String card(YogaClass c) {
        return "<li>" + HtmlUtils.htmlEscape(c.title()) + " with " + HtmlUtils.htmlEscape(c.teacher())
                + " at " + c.start() + "</li>";
    }

    private static String page(String style, List<String> cards) {
        StringBuilder sb = new StringBuilder("<!doctype html><html><body>");
        if (cards.isEmpty()) {
            sb.append("<p>No classes found for <em>").append(HtmlUtils.htmlEscape(style)).append("</em>. ")
              .append("Try vinyasa, yin or hatha.</p>");
        } else {
            sb.append("<h2>").append(cards.size()).append(" classes this week</h2><ul>");
            cards.forEach(sb::append);
            sb.append("</ul>");
        }
        return sb.append("</body></html>").toString();
    }
}

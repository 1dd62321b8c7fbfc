// A foodtruck menufeed graphql program of the h61 set (cwe-918-ssrf).
package com.rollingeats.menus;

import graphql.GraphQLException;
import graphql.schema.DataFetcher;
import graphql.schema.idl.RuntimeWiring;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.Timer;
import java.util.TimerTask;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/** Truck owners link the menu feed of their point-of-sale provider; a scheduler refreshes the public menu board. */
final class FeedUrlPolicy {
    private static final Set<String> POS_HOSTS = Set.of("connect.squareup.com", "ws-api.toasttab.com", "api.clover.com");

    boolean permits(String url) {
        if (url == null) {
            return false;
        }
        try {
            URI uri = new URI(url);
            return "https".equals(uri.getScheme()) && uri.getUserInfo() == null && uri.getPort() == -1
                    && uri.getHost() != null && POS_HOSTS.contains(uri.getHost().toLowerCase(Locale.ROOT));
        } catch (URISyntaxException e) {
            return false;
        }
    }
}

interface FeedRepository {
    void save(String truckId, URI feed);
    Map<String, URI> all();
}

final class InMemoryFeedRepository implements FeedRepository {
    private final Map<String, URI> feeds = new ConcurrentHashMap<>();

    @Override public void save(String truckId, URI feed) { feeds.put(truckId, feed); }

    @Override public Map<String, URI> all() { return Map.copyOf(feeds); }
}

final class FeedRegistrationService {
    private final FeedUrlPolicy policy;
    private final FeedRepository repository;

    FeedRegistrationService(FeedUrlPolicy policy, FeedRepository repository) {
        this.policy = policy; this.repository = repository;
    }

    String register(String truckId, String url) {
        if (!policy.permits(url)) {
            throw new GraphQLException("menu feed must be an https link from a supported POS provider");
        }
        repository.save(truckId, URI.create(url));
        return "linked";
    }
}

interface MenuBoard { void update(String truckId, String menuJson); }

final class MenuFeedClient {
    private final HttpClient http = HttpClient.newBuilder()
            .connectTimeout(Duration.ofSeconds(5)).followRedirects(HttpClient.Redirect.NEVER).build();

    String fetch(URI feed) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(feed).timeout(Duration.ofSeconds(10))
                .header("Accept", "application/json").GET().build();
        HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new IOException("feed answered " + response.statusCode());
        }
        return response.body();
    }
}

final class MenuBoardRefresher {
    private final FeedRepository repository;
    private final MenuFeedClient client;
    private final MenuBoard board;

    MenuBoardRefresher(FeedRepository repository, MenuFeedClient client, MenuBoard board) {
        this.repository = repository; this.client = client; this.board = board;
    }

    void refreshAll() {
        repository.all().forEach((truckId, feed) -> {
            try {
                board.update(truckId, client.fetch(feed));
            } catch (IOException e) {
                System.err.println("menu refresh failed for truck " + truckId + ": " + e.getMessage());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
    }

    void start(Timer timer) {
        timer.schedule(new TimerTask() {
            @Override public void run() { refreshAll(); }
        }, 0, TimeUnit.MINUTES.toMillis(15));
    }

    static RuntimeWiring wiring(FeedRegistrationService registration) {
        DataFetcher<String> linkMenuFeed = env -> registration.register(
                env.getGraphQlContext().get("truckId"), env.getArgument("url"));
        return RuntimeWiring.newRuntimeWiring().type("Mutation", type -> type.dataFetcher("linkMenuFeed", linkMenuFeed)).build();
    }
}

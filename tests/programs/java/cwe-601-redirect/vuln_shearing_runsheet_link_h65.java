// A shearing runsheet link program of the h65 set (cwe-601-redirect).
package nz.shearingrota.links;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestHandler;
import com.amazonaws.services.lambda.runtime.events.APIGatewayProxyRequestEvent;
import com.amazonaws.services.lambda.runtime.events.APIGatewayProxyResponseEvent;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

import java.net.URI;
import java.util.Map;

/**
 * GET /go?next=... - link used in the SMS sent to shearing gangs and wool handlers
 * ("Tomorrow: Glenburn Station, 5am start"). Records the click, then forwards the
 * shearer to the run sheet page on one of the rota sites.
 */
public class RunSheetLinkHandler
        implements RequestHandler<APIGatewayProxyRequestEvent, APIGatewayProxyResponseEvent> {

    private static final String ROTA_DOMAIN = "shearingrota.co.nz";
    private static final String HOME = "https://app.shearingrota.co.nz/today";

    private final ClickCounter clicks = new ClickCounter(System.getenv("CLICK_TABLE"));

    @Override
    public APIGatewayProxyResponseEvent handleRequest(APIGatewayProxyRequestEvent event, Context context) {
        Map<String, String> query = event.getQueryStringParameters();
        String next = query == null ? null : query.get("next");
        String gang = query == null ? null : query.get("gang");
        if (gang != null && gang.matches("[a-z0-9-]{1,32}")) {
            clicks.increment(gang);
        }

        String location = HOME;
        if (next != null && isRotaSite(next)) {
            location = next;
        }
        return new APIGatewayProxyResponseEvent()
                .withStatusCode(302)
                .withHeaders(Map.of("Location", location, "Cache-Control", "no-store"))
                .withBody("");
    }

    private static boolean isRotaSite(String url) {
        try {
            URI uri = URI.create(url);
            String host = uri.getHost();
            return host != null && host.endsWith(ROTA_DOMAIN);
        } catch (IllegalArgumentException e) {
            return false;
        }
    }
}

class ClickCounter {
    private final DynamoDbClient dynamo = DynamoDbClient.create();
    private final String table;

    ClickCounter(String table) {
        this.table = table;
    }

    void increment(String gang) {
        dynamo.updateItem(UpdateItemRequest.builder()
                .tableName(table)
                .key(Map.of("gang", AttributeValue.fromS(gang)))
                .updateExpression("ADD clicks :one")
                .expressionAttributeValues(Map.of(":one", AttributeValue.fromN("1")))
                .build());
    }
}

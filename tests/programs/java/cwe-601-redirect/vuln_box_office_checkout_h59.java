// Unseen set h59: box office checkout
package com.palacecinemas.boxoffice;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestHandler;
import com.amazonaws.services.lambda.runtime.events.APIGatewayProxyRequestEvent;
import com.amazonaws.services.lambda.runtime.events.APIGatewayProxyResponseEvent;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

import java.util.Map;
import java.util.Optional;

enum BookingState { HELD, PAID, EXPIRED }

class BookingTable {
    private final DynamoDbClient dynamo;
    private final String table;

    BookingTable(DynamoDbClient dynamo, String table) {
        this.dynamo = dynamo;
        this.table = table;
    }

    boolean markPaid(String bookingId, String paymentRef) {
        try {
            dynamo.updateItem(UpdateItemRequest.builder()
                    .tableName(table)
                    .key(Map.of("bookingId", AttributeValue.fromS(bookingId)))
                    .updateExpression("SET #s = :paid, paymentRef = :ref")
                    .conditionExpression("#s = :held")
                    .expressionAttributeNames(Map.of("#s", "state"))
                    .expressionAttributeValues(Map.of(
                            ":paid", AttributeValue.fromS(BookingState.PAID.name()),
                            ":held", AttributeValue.fromS(BookingState.HELD.name()),
                            ":ref", AttributeValue.fromS(paymentRef)))
                    .build());
            return true;
        } catch (ConditionalCheckFailedException e) {
            return false;
        }
    }
}

class CheckoutService {
    private final BookingTable bookings;

    CheckoutService(BookingTable bookings) {
        this.bookings = bookings;
    }

    String complete(String bookingId, String paymentRef, String continueTo) {
        boolean paid = bookingId != null && paymentRef != null && bookings.markPaid(bookingId, paymentRef);
        if (!paid) {
            return "/checkout/failed";
        }
        if (continueTo == null || continueTo.isBlank()) {
            return "/bookings/" + bookingId + "/tickets";
        }
        return continueTo;
    }
}

/** Landing endpoint the payment provider sends the customer back to after card authorisation. */
class CheckoutReturnHandler implements RequestHandler<APIGatewayProxyRequestEvent, APIGatewayProxyResponseEvent> {
    private final CheckoutService service = new CheckoutService(
            new BookingTable(DynamoDbClient.create(), System.getenv("BOOKINGS_TABLE")));

    @Override
    public APIGatewayProxyResponseEvent handleRequest(APIGatewayProxyRequestEvent event, Context context) {
        Map<String, String> q = Optional.ofNullable(event.getQueryStringParameters()).orElse(Map.of());
        String location = service.complete(q.get("booking"), q.get("payment_ref"), q.get("continue"));
        return new APIGatewayProxyResponseEvent()
                .withStatusCode(302)
                .withHeaders(Map.of("Location", location, "Cache-Control", "no-store"));
    }
}

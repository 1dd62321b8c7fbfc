// A barbershop confirm lambda program of the h61 set (cwe-601-redirect).
package main

import (
	"context"
	"net/http"
	"net/url"
	"os"
	"strings"
	"time"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-lambda-go/lambda"
	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	dynamodbtypes "github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

type Appointment struct {
	Code      string    `dynamodbav:"code"`
	Barber    string    `dynamodbav:"barber"`
	StartsAt  time.Time `dynamodbav:"starts_at"`
	Confirmed bool      `dynamodbav:"confirmed"`
}

type AppointmentStore interface {
	Confirm(ctx context.Context, code string) error
}

type dynamoStore struct {
	db    *dynamodb.Client
	table string
}

func (s dynamoStore) Confirm(ctx context.Context, code string) error {
	key, err := attributevalue.MarshalMap(map[string]string{"code": code})
	if err != nil {
		return err
	}
	_, err = s.db.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName:                 aws.String(s.table),
		Key:                       key,
		UpdateExpression:          aws.String("SET confirmed = :t"),
		ConditionExpression:       aws.String("attribute_exists(code)"),
		ExpressionAttributeValues: map[string]dynamodbtypes.AttributeValue{":t": &dynamodbtypes.AttributeValueMemberBOOL{Value: true}},
	})
	return err
}

// ReturnPath decides where the customer lands after clicking the confirmation link in the SMS.
type ReturnPath struct{ fallback string }

func (r ReturnPath) Resolve(raw string) string {
	if raw == "" {
		return r.fallback
	}
	u, err := url.QueryUnescape(raw)
	if err != nil || !strings.HasPrefix(u, "/") || strings.HasPrefix(u, "//") || strings.Contains(u, "\\") {
		return r.fallback
	}
	if p, err := url.Parse(u); err == nil && p.Scheme == "" && p.Host == "" {
		return p.String()
	}
	return r.fallback
}

type ConfirmHandler struct {
	store AppointmentStore
	path  ReturnPath
}

func (h *ConfirmHandler) Handle(ctx context.Context, req events.APIGatewayProxyRequest) (events.APIGatewayProxyResponse, error) {
	if err := h.store.Confirm(ctx, req.PathParameters["code"]); err != nil {
		return events.APIGatewayProxyResponse{StatusCode: http.StatusNotFound, Body: "unknown booking"}, nil
	}
	target := h.path.Resolve(req.QueryStringParameters["return_to"])
	return events.APIGatewayProxyResponse{
		StatusCode: http.StatusSeeOther,
		Headers:    map[string]string{"Location": target, "Cache-Control": "no-store"},
	}, nil
}

func main() {
	cfg, err := config.LoadDefaultConfig(context.Background())
	if err != nil {
		panic(err)
	}
	h := &ConfirmHandler{
		store: dynamoStore{db: dynamodb.NewFromConfig(cfg), table: os.Getenv("APPOINTMENTS_TABLE")},
		path:  ReturnPath{fallback: "/bookings/confirmed"},
	}
	lambda.Start(h.Handle)
}

// Unseen set h59: lambda hive notes search
package main

import (
	"context"
	"encoding/json"
	"log"
	"net/http"
	"os"
	"time"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-lambda-go/lambda"
	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/dlclark/regexp2"
)

// InspectionNote is a beekeeper's free-text note from a hive inspection.
type InspectionNote struct {
	ApiaryID string `dynamodbav:"apiary_id" json:"-"`
	HiveID   string `dynamodbav:"hive_id" json:"hiveId"`
	Date     string `dynamodbav:"inspected_on" json:"date"`
	Text     string `dynamodbav:"note" json:"text"`
}

type NoteRepository interface {
	NotesFor(ctx context.Context, apiaryID string) ([]InspectionNote, error)
}

type dynamoNotes struct {
	client *dynamodb.Client
	table  string
}

func (d *dynamoNotes) NotesFor(ctx context.Context, apiaryID string) ([]InspectionNote, error) {
	ctx, cancel := context.WithTimeout(ctx, 3*time.Second)
	defer cancel()
	out, err := d.client.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String(d.table),
		KeyConditionExpression:    aws.String("apiary_id = :a"),
		ExpressionAttributeValues: map[string]types.AttributeValue{":a": &types.AttributeValueMemberS{Value: apiaryID}},
	})
	if err != nil {
		return nil, err
	}
	var notes []InspectionNote
	err = attributevalue.UnmarshalListOfMaps(out.Items, &notes)
	return notes, err
}

// NoteSearch filters inspection notes, e.g. for "queenless" or "varroa".
type NoteSearch struct {
	repo NoteRepository
}

func (s *NoteSearch) compile(term string) (*regexp2.Regexp, error) {
	return regexp2.Compile(term, regexp2.IgnoreCase)
}

func (s *NoteSearch) Find(ctx context.Context, apiaryID, term string) ([]InspectionNote, error) {
	re, err := s.compile(term)
	if err != nil {
		return nil, err
	}
	notes, err := s.repo.NotesFor(ctx, apiaryID)
	if err != nil {
		return nil, err
	}
	var hits []InspectionNote
	for _, n := range notes {
		if ok, err := re.MatchString(n.Text); err == nil && ok {
			hits = append(hits, n)
		}
	}
	return hits, nil
}

type Handler struct {
	search *NoteSearch
}

func (h *Handler) Handle(ctx context.Context, req events.APIGatewayV2HTTPRequest) (events.APIGatewayV2HTTPResponse, error) {
	if req.RequestContext.Authorizer == nil || req.RequestContext.Authorizer.JWT == nil {
		return events.APIGatewayV2HTTPResponse{StatusCode: http.StatusUnauthorized}, nil
	}
	apiaryID := req.RequestContext.Authorizer.JWT.Claims["apiary_id"]
	hits, err := h.search.Find(ctx, apiaryID, req.QueryStringParameters["q"])
	if err != nil {
		log.Printf("note search: %v", err)
		return events.APIGatewayV2HTTPResponse{StatusCode: http.StatusBadRequest}, nil
	}
	body, _ := json.Marshal(hits)
	return events.APIGatewayV2HTTPResponse{
		StatusCode: http.StatusOK,
		Headers:    map[string]string{"Content-Type": "application/json"},
		Body:       string(body),
	}, nil
}

func main() {
	cfg, err := config.LoadDefaultConfig(context.Background())
	if err != nil {
		log.Fatal(err)
	}
	repo := &dynamoNotes{client: dynamodb.NewFromConfig(cfg), table: os.Getenv("NOTES_TABLE")}
	h := &Handler{search: &NoteSearch{repo: repo}}
	lambda.Start(h.Handle)
}

// A grpc stonemason guild program of the h65 set (cwe-090-ldap).
package main

// Guild registry service. Every registered banker mason has a mason's mark
// recorded in the guild's directory; site managers and conservation officers
// look marks up when they find them cut into dressed stone.

import (
	"context"
	"fmt"
	"log"
	"net"
	"os"
	"strconv"

	"github.com/go-ldap/ldap/v3"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/credentials"
	"google.golang.org/grpc/status"

	pb "github.com/masonsguild/registry/gen/guildpb"
)

type directory struct {
	url          string
	bindDN       string
	bindPassword string
	baseDN       string
}

func (d *directory) findByMark(mark string) (*ldap.Entry, error) {
	conn, err := ldap.DialURL(d.url)
	if err != nil {
		return nil, err
	}
	defer conn.Close()
	if err := conn.Bind(d.bindDN, d.bindPassword); err != nil {
		return nil, err
	}

	filter := fmt.Sprintf("(&(objectClass=guildMason)(masonMark=%s))", mark)
	req := ldap.NewSearchRequest(
		d.baseDN, ldap.ScopeWholeSubtree, ldap.NeverDerefAliases, 2, 10, false,
		filter,
		[]string{"cn", "masonMark", "guildLodge", "qualifiedYear"},
		nil,
	)
	res, err := conn.Search(req)
	if err != nil {
		return nil, err
	}
	if len(res.Entries) == 0 {
		return nil, nil
	}
	return res.Entries[0], nil
}

type registryServer struct {
	pb.UnimplementedRegistryServer
	dir *directory
}

func (s *registryServer) LookupMark(ctx context.Context, req *pb.LookupMarkRequest) (*pb.LookupMarkResponse, error) {
	mark := req.GetMark()
	if mark == "" || len(mark) > 64 {
		return nil, status.Error(codes.InvalidArgument, "mark must be 1-64 characters")
	}
	entry, err := s.dir.findByMark(mark)
	if err != nil {
		log.Printf("directory search failed: %v", err)
		return nil, status.Error(codes.Unavailable, "guild directory unavailable")
	}
	if entry == nil {
		return nil, status.Error(codes.NotFound, "no registered mason uses this mark")
	}
	year, _ := strconv.Atoi(entry.GetAttributeValue("qualifiedYear"))
	return &pb.LookupMarkResponse{
		Name:          entry.GetAttributeValue("cn"),
		Mark:          entry.GetAttributeValue("masonMark"),
		Lodge:         entry.GetAttributeValue("guildLodge"),
		QualifiedYear: int32(year),
	}, nil
}

func main() {
	dir := &directory{
		url:          os.Getenv("GUILD_LDAP_URL"),
		bindDN:       os.Getenv("GUILD_LDAP_BIND_DN"),
		bindPassword: os.Getenv("GUILD_LDAP_BIND_PASSWORD"),
		baseDN:       "ou=masons,dc=stonemasonsguild,dc=example",
	}
	creds, err := credentials.NewServerTLSFromFile(os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE"))
	if err != nil {
		log.Fatalf("loading TLS key pair: %v", err)
	}
	lis, err := net.Listen("tcp", ":8443")
	if err != nil {
		log.Fatalf("listen: %v", err)
	}
	srv := grpc.NewServer(grpc.Creds(creds))
	pb.RegisterRegistryServer(srv, &registryServer{dir: dir})
	log.Fatal(srv.Serve(lis))
}

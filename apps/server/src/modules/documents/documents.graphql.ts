import '../../graphql/builder.js';
